import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { Anchor, AspectRatio, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Lesson, SAVE_LESSON_POSITION } from '../graphql';
import classes from '../courseware.module.css';
import { CompleteLesson, useCompleteLesson } from './CompleteLesson';
import { LessonContent } from './LessonContent';
import { videoLinkOf } from './videoLink';

/** How often the place in a playing video is saved. */
export const POSITION_SAVE_MS = 15_000;

/** A video lesson: the uploaded file played here, or a YouTube/Vimeo player, or a link to the video elsewhere. */
export function VideoLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  return (
    <Stack gap="lg">
      {lesson.video ? <UploadedVideo lesson={lesson} preview={preview} /> : <LinkedVideo url={lesson.videoUrl} title={lesson.title} />}
      <LessonContent html={lesson.content} />
      <CompleteLesson lesson={lesson} preview={preview} />
    </Stack>
  );
}

/**
 * The lesson's own file (the server answers range requests, so seeking works). It starts where
 * the learner stopped, saves the place every 15 seconds while playing, on pause and on leaving,
 * and completes the lesson when it ends.
 */
function UploadedVideo({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  const { t } = useTranslation('courseware');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [savePosition] = useMutation(SAVE_LESSON_POSITION, { context: { silent: true } });
  const { complete } = useCompleteLesson(lesson._id);
  const completed = lesson.viewerProgress?.state === 'COMPLETED';
  const saved = useRef(lesson.viewerProgress?.positionSeconds ?? 0);
  const tracking = !preview;

  // Given the element: on leaving, the ref is already cleared when the effect's cleanup runs.
  const save = useRef((_video: HTMLVideoElement) => {});
  save.current = (video) => {
    // Leaving before playing says nothing of where the learner is: the saved place stays.
    if (!tracking || !video.played.length) return;
    const seconds = Math.floor(video.currentTime);
    if (seconds === saved.current) return;
    saved.current = seconds;
    void savePosition({
      variables: { unitId: lesson._id, seconds },
      // Coming back to this lesson in the same visit resumes here too.
      update: (cache) =>
        cache.modify<{ viewerProgress: Lesson['viewerProgress'] }>({
          id: cache.identify({ __typename: 'CourseUnit', _id: lesson._id }),
          fields: { viewerProgress: (progress) => ({ ...progress, positionSeconds: seconds }) },
        }),
    }).catch(() => undefined);
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !tracking) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      stop();
      timer = setInterval(() => save.current(video), POSITION_SAVE_MS);
    };
    const onPause = () => {
      stop();
      save.current(video);
    };
    const onLeave = () => save.current(video);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onLeave);
    return () => {
      stop();
      save.current(video);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [tracking]);

  const resume = () => {
    const video = videoRef.current;
    const at = lesson.viewerProgress?.positionSeconds ?? 0;
    // A video watched to its end starts again from the beginning.
    if (video && at > 0 && (!Number.isFinite(video.duration) || at < video.duration - 2)) video.currentTime = at;
  };

  const onEnded = () => {
    if (tracking && !completed) void complete().catch(() => undefined);
  };

  const file = lesson.video!;
  return (
    <Stack gap={4}>
      {/* biome-ignore lint/a11y/useMediaCaption: lessons are uploaded by course staff, who may not have captions; the lesson's text carries the content too. */}
      <video ref={videoRef} className={classes.video} controls preload="metadata" src={file.url} onLoadedMetadata={resume} onEnded={onEnded} aria-label={lesson.title}>
        <a href={file.url}>{t('video.download', { name: file.name })}</a>
      </video>
      {lesson.viewerProgress?.positionSeconds && !completed ? (
        <Text size="xs" c="dimmed">
          {t('video.resumes')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A link: YouTube and Vimeo play here in their privacy-friendly players; anything else opens where it lives. */
function LinkedVideo({ url, title }: { url: string | null | undefined; title: string }) {
  const { t } = useTranslation('courseware');
  const link = videoLinkOf(url);
  if (!link)
    return (
      <Text c="dimmed" size="sm">
        {t('video.none')}
      </Text>
    );
  if (link.kind === 'link')
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
        <Group gap={6} component="span" wrap="nowrap">
          <IconExternalLink size={16} aria-hidden />
          {t('video.watchElsewhere')}
        </Group>
      </Anchor>
    );
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        className={classes.embed}
        src={link.src}
        title={t('video.player', { title })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </AspectRatio>
  );
}
