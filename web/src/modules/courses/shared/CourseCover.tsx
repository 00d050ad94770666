import { AspectRatio, Box, Image } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import classes from './courses.module.css';

// Mantine's palette colours with light variants that read in both schemes.
const COLOURS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'indigo', 'pink', 'lime', 'violet', 'green'] as const;

/** The same course always gets the same colour: a small hash of its id. */
export function coverColour(id: string): (typeof COLOURS)[number] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length];
}

/** A course's cover picture, or a block of its own colour when it has none. Decorative: the title is written next to it. */
export function CourseCover({ courseId, cover, ratio = 16 / 7, radius }: { courseId: string; cover: string | null | undefined; ratio?: number; radius?: string }) {
  const colour = coverColour(courseId);
  return (
    <AspectRatio ratio={ratio}>
      {cover ? (
        <Image src={cover} alt="" radius={radius} fit="cover" />
      ) : (
        <Box
          className={classes.generatedCover}
          data-testid="generated-cover"
          style={{
            backgroundColor: `var(--mantine-color-${colour}-light)`,
            color: `var(--mantine-color-${colour}-light-color)`,
            borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined,
          }}
          aria-hidden
        >
          <IconSchool size={40} stroke={1.2} />
        </Box>
      )}
    </AspectRatio>
  );
}
