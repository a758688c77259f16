import { apiRequest } from '~/lib/api-client'
import type { Post, PostData } from './schemas'

export const listPosts = () => apiRequest<Post[]>('/api/posts')

export const createPost = (body: PostData) =>
  apiRequest<Post>('/api/posts', { method: 'POST', body, auth: true })

export const deletePost = (id: string) =>
  apiRequest<{ message: string }>(`/api/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

/** Someone the form can name as a post's author. */
export interface AuthorChoice {
  _id: string
  username: string
}

/**
 * Who may sign a post: the whole team when the signed-in account may see it, else that account
 * alone; the first is the signed-in account (a new post's author).
 */
export async function loadAuthorChoices(): Promise<AuthorChoice[]> {
  const me = await apiRequest<AuthorChoice>('/api/auth/user', { auth: true })
  const team = await apiRequest<AuthorChoice[]>('/api/users', { auth: true }).catch(() => [])
  return [me, ...team.filter((account) => account._id !== me._id)]
}

/** A body rendered as its page will show it (ADR 091): sanitised HTML, stored nowhere. */
export const previewPostBody = (body: string) =>
  apiRequest<{ html: string }>('/api/posts/preview', { method: 'POST', body: { body }, auth: true })
