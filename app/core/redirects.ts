/** A redirect as the API shows it (docs/api.md §Redirects). */
export interface Redirect {
  _id: string
  /** A path on this site, without a query string. */
  from: string
  /** A path on this site or a full URL. */
  to: string
  status: 301 | 302
  createdAt: string
  updatedAt: string
}
