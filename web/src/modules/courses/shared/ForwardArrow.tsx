import { IconArrowRight } from '@tabler/icons-react';
import classes from './courses.module.css';

/** "Onwards" — to the right in left-to-right text, to the left in right-to-left. Decorative. */
export function ForwardArrow({ size = 16 }: { size?: number }) {
  return <IconArrowRight size={size} className={classes.flip} aria-hidden />;
}
