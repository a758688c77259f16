import type { BlogContent } from './documents'

/** The journal's starter copy (/blog), editable in the portal; the posts are the records'. */
export const blogDefaults: BlogContent = {
  eyebrow: 'Journal',
  title: 'Journal',
  intro:
    'Notes from our projects: how we design, build and grow websites and apps, and what we learn along the way.',
  metaDescription:
    'Articles from our digital agency on web development, app development, design, performance and search.',
  empty: 'No posts yet. Come back soon.',
  callToAction: {
    title: 'Have a project in mind?',
    text: 'Tell us what you are planning, and we will tell you how we would build it.',
    label: 'Start a Conversation',
    to: '/contact',
  },
}
