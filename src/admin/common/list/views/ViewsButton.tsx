import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Popover,
  Skeleton,
} from '@mui/material';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { SavedView, SavedViewList } from '../../../../shared/contract/saved-views';
import { text } from '../../../i18n/text';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViews, useViewWrites } from './useSavedViews';
import { useApplyView } from './viewState';

const t = text.savedViews;

/**
 * The list's saved views: apply one, make one the list's default (the star), delete one's own,
 * or save the list as it is now under a name.
 */
export const ViewsButton = ({ list }: { list: SavedViewList }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const views = useSavedViews(list);
  const { setDefault, remove } = useViewWrites(list);
  const apply = useApplyView();
  const close = () => setAnchor(null);

  const choose = (view: SavedView) => {
    apply(view.state);
    toast.success(translate(t.applied, { name: view.name }));
    close();
  };

  const row = (view: SavedView) => (
    <ListItem
      key={view.id}
      disablePadding
      secondaryAction={
        <>
          <IconButton
            edge={view.mine ? false : 'end'}
            aria-label={`${translate(view.isDefault ? t.unsetDefault : t.setDefault)}: ${view.name}`}
            aria-pressed={view.isDefault}
            disabled={setDefault.isPending}
            onClick={() => setDefault.mutate(view.isDefault ? null : view.id)}
          >
            {view.isDefault ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </IconButton>
          {view.mine && (
            <IconButton
              edge="end"
              aria-label={`${translate(t.deleteView)}: ${view.name}`}
              onClick={() => {
                close();
                setDeleting(view);
              }}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </>
      }
      sx={{ pr: view.mine ? 12 : 7 }}
    >
      <ListItemButton onClick={() => choose(view)}>
        <ListItemText
          primary={view.name}
          secondary={[
            view.isDefault ? translate(t.defaultView) : null,
            !view.mine ? translate(t.sharedBy, { name: view.ownerName }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </ListItemButton>
    </ListItem>
  );

  const mine = views.data?.filter((view) => view.mine) ?? [];
  const shared = views.data?.filter((view) => !view.mine) ?? [];
  const groups = [
    { title: t.mine, views: mine },
    { title: t.sharedWithRole, views: shared },
  ].filter((group) => group.views.length > 0);

  let body: ReactNode;
  if (views.isPending) body = <Skeleton variant="rounded" height={40} sx={{ m: 2 }} />;
  else if (views.error) body = <Alert severity="error">{translate(t.loadError)}</Alert>;
  else if (groups.length === 0)
    body = <ListItemText sx={{ px: 2, py: 1, color: 'text.secondary' }} primary={translate(t.noViews)} />;
  else
    body = (
      <List dense aria-label={translate(t.viewsFor)}>
        {groups.map((group) => (
          <Fragment key={group.title}>
            <ListSubheader disableSticky>{translate(group.title)}</ListSubheader>
            {group.views.map(row)}
          </Fragment>
        ))}
      </List>
    );

  return (
    <>
      <Button
        startIcon={<BookmarksIcon />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(t.views)}
      </Button>
      <Popover
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {body}
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            onClick={() => {
              close();
              setSaving(true);
            }}
          >
            {translate(t.saveCurrent)}
          </Button>
        </Box>
      </Popover>
      <SaveViewDialog list={list} open={saving} onClose={() => setSaving(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={translate(t.deleteView)}
        description={translate(t.deleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={translate(text.general.delete)}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
};
