import type { SocialKind } from '@ohmstead/contracts/feeds';

/**
 * The words of the social-item pages of News & Events: YouTube videos and LinkedIn posts of
 * the social panel, the funding-news logos of the marquee. The spec quotes none of them.
 */
export const socialText = {
  kinds: {
    Youtube: {
      title: 'YouTube videos',
      intro:
        'The first video shows in the social panel of News & Events. Paste a video’s link (or YouTube’s embed code); the page plays it with YouTube’s privacy-enhanced player.',
      create: 'Add video',
      createTitle: 'Add a YouTube video',
      editTitle: 'Edit video',
      caption: 'YouTube videos in their order on the site',
      none: 'No videos yet: the site shows “No Youtube updates found.”',
      link: 'YouTube link',
      linkHint: 'For example https://www.youtube.com/watch?v=… or https://youtu.be/….',
      csvFile: 'youtube-videos.csv',
    },
    LinkedIn: {
      title: 'LinkedIn posts',
      intro: 'The first four posts show in the social panel of News & Events, each linking to the post.',
      create: 'Add post',
      createTitle: 'Add a LinkedIn post',
      editTitle: 'Edit post',
      caption: 'LinkedIn posts in their order on the site',
      none: 'No posts yet: the site shows “No LinkedIn updates found.”',
      link: 'Post address',
      linkHint: 'The https:// address of the post, such as https://www.linkedin.com/posts/….',
      csvFile: 'linkedin-posts.csv',
    },
    ExternalLink: {
      title: 'Funding logos',
      intro:
        'The logos of ‘$20M Funding in the News’ scroll across News & Events in this order; each links to its article.',
      create: 'Add logo',
      createTitle: 'Add a funding logo',
      editTitle: 'Edit logo',
      caption: 'Funding logos in their order on the site',
      none: 'No logos yet: the site leaves the funding strip out.',
      link: 'Article address',
      linkHint: 'The https:// address of the article the logo links to.',
      csvFile: 'funding-logos.csv',
    },
  } satisfies Record<SocialKind, Record<string, string>>,
  columns: {
    position: 'Order',
    heading: 'Title',
    link: 'Link',
    image: 'Image',
    dateCreated: 'Added',
    actions: 'Actions',
  },
  searchPlaceholder: 'Title or link',
  noMatch: 'No item matches the filter.',
  video: (id: string) => `Video ${id}`,
  opensInNewTab: '(opens in a new tab)',
  noImage: 'No image',
  edit: 'Edit',
  delete: 'Delete',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: (heading: string) => `Move ${heading} up`,
  moveDownLabel: (heading: string) => `Move ${heading} down`,
  editLabel: (heading: string) => `Edit ${heading}`,
  deleteLabel: (heading: string) => `Delete ${heading}`,
  movedTo: (heading: string, position: number, last: number) =>
    `${heading} is now number ${position} of ${last}.`,
  moveHint: 'Sort by Order (ascending) to move items.',
  form: {
    heading: 'Title',
    headingHint:
      'Shown with the item (the panel shows the first 40 characters); for a logo, its alternative text.',
    image: 'Image',
    imageRequiredHint: 'JPEG, PNG, GIF or WebP, up to 5 MB.',
    imageOptionalHint: 'Optional. JPEG, PNG, GIF or WebP, up to 5 MB. Without one the panel shows the title.',
    imageKeepHint: 'Choose a file only to replace the current image.',
    currentImage: 'Current image',
    create: 'Add',
  },
  deleteTitle: 'Delete this item?',
  deleteText: (heading: string) => `"${heading}" will be removed from the site for good.`,
} as const;
