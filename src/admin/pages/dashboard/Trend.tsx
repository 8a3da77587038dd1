import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPercent } from '../../common/formatters';
import { text } from '../../i18n/text';

/**
 * Spec §2: the change versus last month, green when increasing, red otherwise. The flag
 * gives the direction, so the figure is shown without its sign.
 */
export const Trend = ({ points, increasing }: { points: number; increasing: boolean }) => {
  const translate = useTranslate();
  const Icon = increasing ? TrendingUpIcon : TrendingDownIcon;
  return (
    <Typography
      variant="body2"
      color={increasing ? 'success.main' : 'error.main'}
      data-trend={increasing ? 'up' : 'down'}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      {translate(text.dashboard.trend, { percent: formatPercent(Math.abs(points)) })}
    </Typography>
  );
};
