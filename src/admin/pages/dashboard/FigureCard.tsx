import { CardActionArea } from '@mui/material';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { StatCard } from '../../common/StatCard';

/** A dashboard figure that opens the list filtered to it (`to`, from listLink). */
export const FigureCard = ({ to, ...figure }: ComponentProps<typeof StatCard> & { to: string }) => (
  <CardActionArea component={Link} to={to} sx={{ height: '100%', borderRadius: 1 }}>
    <StatCard {...figure} />
  </CardActionArea>
);
