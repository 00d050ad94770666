import { mergeAttributes, Node } from '@tiptap/core';

/**
 * A picture in a lesson: an image uploaded as a file of the course, kept by its address. Only its
 * address and its description survive the server's sanitiser, so that is all the node holds.
 */
export const LessonImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
