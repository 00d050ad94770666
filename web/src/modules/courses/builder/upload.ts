import { requestJson } from '../../../app/http/rest';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** The video files a lesson streams (the attachments accept these and serve them with range requests). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** A file as the attachments API answers an upload. */
export interface CourseFile {
  _id: string;
  name: string;
  url: string;
  size: number;
  fileType: string;
}

/**
 * Uploads a file of the course (its cover, a lesson's picture or video): attached to the course, it
 * is read by whoever sees the course and changed by its managers.
 */
export function uploadCourseFile(courseId: string, file: File): Promise<CourseFile> {
  const form = new FormData();
  form.append('referenceKind', 'course');
  form.append('referenceId', courseId);
  form.append('file', file);
  return requestJson<CourseFile>('/api/attachment/upload', { body: form });
}
