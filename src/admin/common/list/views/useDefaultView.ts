import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSavedViews } from './useSavedViews';
import { useApplyView } from './viewState';

/**
 * Opens the list with the user's default view, once its views are read, when the list was opened
 * plainly (from the menu). An address that carries the list's state (a link, a reload) wins.
 */
export const useDefaultView = () => {
  const { resource } = useListContext();
  const views = useSavedViews(resource);
  const apply = useApplyView();
  // The latest apply, read by the effect below without rerunning it on every render.
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const openedWith = useRef(useLocation().search);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views.data) return;
    done.current = true;
    const view = views.data.find(({ isDefault }) => isDefault);
    if (view && !openedWith.current) applyRef.current(view.state);
  }, [views.data]);
};
