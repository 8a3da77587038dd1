import { Card, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';

/** Spec §2: while a list loads for the first time, 5 placeholder rows stand in for it. */
const SKELETON_ROWS = 5;

export const ListSkeleton = ({ columns }: { columns: number }) => (
  <Card variant="outlined" aria-busy="true" data-testid="list-loading">
    <Table size="small">
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <TableRow key={row} data-testid="skeleton-row">
            {Array.from({ length: columns }, (_, column) => (
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
