import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSentinel } from '../useSentinel';

interface ListFooterProps {
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  /** The number of rows shown: each new page observes the end of the list afresh. */
  round: number;
}

/** The end of a paged list: the next page comes when it scrolls into view, or with the button. */
export function ListFooter({ loading, hasMore, onMore, round }: ListFooterProps) {
  const { t } = useTranslation('common');
  const sentinel = useSentinel<HTMLDivElement>(onMore, { enabled: hasMore && !loading, round });
  return (
    <Center py="sm" mih={48}>
      <div ref={sentinel} aria-hidden style={{ width: 1, height: 1 }} />
      {loading ? (
        <Loader size="sm" aria-label={t('list.loading')} />
      ) : (
        hasMore && (
          <Button variant="default" onClick={onMore}>
            {t('list.loadMore')}
          </Button>
        )
      )}
    </Center>
  );
}
