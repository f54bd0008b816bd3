import Image from '@tiptap/extension-image';

/**
 * The editor's image, carrying the upload's key (its content hash) in `data-media`: the server
 * lists the post's photos by it. Images from outside the site have none.
 */
export const MediaImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      media: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-media'),
        renderHTML: (attributes) => (attributes.media ? { 'data-media': attributes.media } : {}),
      },
    };
  },
});
