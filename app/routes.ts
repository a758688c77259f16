import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  // --- admin portal (client-rendered behind the guard) ---
  layout('routes/admin/providers.tsx', [
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
    route('admin/reset-password', 'routes/admin/reset-password.tsx'),
    route('admin', 'routes/admin/guard.tsx', [
      layout('routes/admin/sections.tsx', [
        index('routes/admin/index.tsx'),
        route('dashboard', 'routes/admin/dashboard.tsx'),
        // Every collection's list and form, as its declaration says (app/collections.ts).
        route(':collection', 'routes/admin/collection-list.tsx'),
        route(':collection/new', 'routes/admin/collection-form.tsx', { id: 'collection-new' }),
        route(':collection/edit/:id', 'routes/admin/collection-form.tsx', {
          id: 'collection-edit',
        }),
        route('contact', 'routes/admin/contact-details.tsx'),
        route('site-content', 'routes/admin/site-copy.tsx'),
        route('site-content/:page', 'routes/admin/site-copy-page.tsx'),
        route('history/*', 'routes/admin/history.tsx'),
        route('trash', 'routes/admin/trash.tsx'),
        route('translations', 'routes/admin/translations.tsx'),
        route('media', 'routes/admin/media.tsx'),
        route('messages', 'routes/admin/messages.tsx'),
        route('messages/board', 'routes/admin/messages-board.tsx'),
        route('messages/:id', 'routes/admin/lead.tsx'),
        route('team', 'routes/admin/team.tsx'),
        route('team/new', 'routes/admin/team-new.tsx'),
        route('activity', 'routes/admin/activity.tsx'),
        route('analytics', 'routes/admin/analytics.tsx'),
        route('settings', 'routes/admin/settings.tsx'),
        route('settings/redirects', 'routes/admin/redirects.tsx'),
        route('settings/brand', 'routes/admin/brand.tsx'),
        route('settings/integrations', 'routes/admin/integrations.tsx'),
        route('settings/integrations/webhooks/:id', 'routes/admin/webhook.tsx'),
      ]),
    ]),
  ]),
  // --- resources ---
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('blog/feed.xml', 'routes/resources/blog-feed.ts'),
  // --- public site (server-rendered) ---
  // Every page in every language: the default at `/…`, each other at `/{code}/…` (ADR 078).
  // The layout checks `:lang` names a language of the site (SITE_LANGUAGES is read at run time),
  // and answers the not-found page otherwise.
  route(':lang?', 'routes/site/layout.tsx', [
    // Pages below a static segment come first: `/portfolio/services` scores as high as
    // `/:lang/services`, and React Router then takes the one declared first (routes.test.ts).
    route('services/:slug', 'routes/site/service-detail.tsx'),
    route('portfolio/:slug', 'routes/site/project.tsx'),
    route('blog/tag/:tag', 'routes/site/blog.tsx', { id: 'routes/site/blog-tag' }),
    route('blog/:slug', 'routes/site/blog-post.tsx'),
    index('routes/site/home.tsx'),
    route('services', 'routes/site/services.tsx'),
    route('portfolio', 'routes/site/portfolio.tsx'),
    route('products', 'routes/site/products.tsx'),
    route('blog', 'routes/site/blog.tsx'),
    route('company', 'routes/site/company.tsx'),
    route('company/team', 'routes/site/team.tsx'),
    route('company/careers', 'routes/site/careers.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('search', 'routes/site/search.tsx'),
    // One module, two documents: its loader picks the document by the path it matched.
    route('privacy-policy', 'routes/site/legal-document.tsx', { id: 'routes/site/privacy-policy' }),
    route('terms-of-service', 'routes/site/legal-document.tsx', {
      id: 'routes/site/terms-of-service',
    }),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig
