import type { ReactNode } from 'react';
import { Accordion, AspectRatio, Image, SimpleGrid, Stack, Typography } from '@mantine/core';
import { videoEmbedUrl } from '@seedbed/contracts/funnel-page';
import type { EditBlock } from '../builder/pageBlocks';

/**
 * A programme page's blocks, as the public page shows them and the builder previews them. HTML is
 * the server's sanitised rich text (in the preview, the editor's own output).
 */
export function PageBlocksView({ blocks, funnelBlock }: { blocks: readonly EditBlock[]; funnelBlock: ReactNode }) {
  return (
    <Stack gap="lg">
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} funnelBlock={funnelBlock} />
      ))}
    </Stack>
  );
}

const Html = ({ html }: { html: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores page HTML sanitised (funnels/page.ts); the preview shows the editor's own output, which its schema limits to the same tags.
  <Typography dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
);

function BlockView({ block, funnelBlock }: { block: EditBlock; funnelBlock: ReactNode }) {
  switch (block.type) {
    case 'text':
      return <Html html={block.html} />;
    case 'image':
      return block.imageUrl ? <Image src={block.imageUrl} alt={block.alt} radius="md" fit="contain" mah={480} /> : null;
    case 'video': {
      const src = videoEmbedUrl(block.url);
      return src ? (
        <AspectRatio ratio={16 / 9}>
          <iframe src={src} title={block.title || block.url} allow="fullscreen; picture-in-picture" allowFullScreen loading="lazy" style={{ border: 0 }} />
        </AspectRatio>
      ) : null;
    }
    case 'accordion':
      return (
        <Accordion variant="separated">
          {block.items.map((item, i) => (
            <Accordion.Item key={`${block.id}-${i}`} value={`${block.id}-${i}`}>
              <Accordion.Control dir="auto">{item.title}</Accordion.Control>
              <Accordion.Panel>
                <Html html={item.html} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      );
    case 'columns':
      return (
        <SimpleGrid cols={{ base: 1, sm: block.columns.length }} spacing="lg">
          {block.columns.map((html, i) => (
            <Html key={`${block.id}-${i}`} html={html} />
          ))}
        </SimpleGrid>
      );
    case 'funnel':
      return <>{funnelBlock}</>;
  }
}
