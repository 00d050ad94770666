import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './feed.module.css';

/** "3 new posts": what arrived while the person reads, shown at the top when they ask, never pushed under their eyes. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('communityFeed');
  return (
    <div className={classes.freshBar} aria-live="polite">
      {count > 0 ? (
        <Button radius="xl" size="compact-md" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={onShow} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
          {t('feed.newPosts', { count })}
        </Button>
      ) : null}
    </div>
  );
}
