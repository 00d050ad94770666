import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../app/tenant/TenantProvider';
import { sidebarLogos } from './palette';
import classes from './sidebar.module.css';

/**
 * The organisation's logo, leading home. In the sidebar it is the wide logo from 768 px and the
 * square one below (spec 1 §9); `square` forces the square one (the top bar's compact brand).
 */
export function FrameLogo({ square = false, onBrand = true }: { square?: boolean; onBrand?: boolean }) {
  const { t } = useTranslation('shell');
  const { incubator } = useTenant();
  const logos = sidebarLogos(incubator);
  // Off the brand background (the top bar), a white logo would vanish: use the ordinary ones.
  const wide = onBrand ? logos.wide : incubator?.logo || null;
  const squareLogo = logos.square;
  const name = incubator?.name ?? '';
  const label = t('logo.home', { name });
  const className = square ? classes.logoCompact : classes.logo;
  if (!wide && !squareLogo) {
    return (
      <Box component={Link} to="/" className={className} aria-label={label} c="inherit" td="none">
        {/* dir="auto": a Latin name cut short in an Arabic page keeps its beginning. */}
        <Text fw={700} truncate dir="auto">
          {name}
        </Text>
      </Box>
    );
  }
  return (
    <Box component={Link} to="/" className={className} aria-label={label}>
      {square || !wide ? (
        <img src={squareLogo ?? wide ?? ''} alt="" />
      ) : (
        <>
          <Box component="img" src={wide} alt="" visibleFrom="sm" />
          <Box component="img" src={squareLogo ?? wide} alt="" hiddenFrom="sm" />
        </>
      )}
    </Box>
  );
}
