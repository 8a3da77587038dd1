import { Card, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';

/** Spec §2: while a list loads for the first time, 5 placeholder rows stand in for it. */
const SKELETON_ROWS = 5;

export const ListSkeleton = ({ columns }: { columns: number }) => (
  <Card variant="outlined" aria-busy="true" data-testid="list-loading">
    <Table size="small">
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, fixed in number and order.
          <TableRow key={row} data-testid="skeleton-row">
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells, fixed in number and order.
              <TableCell key={column}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Card>
);
