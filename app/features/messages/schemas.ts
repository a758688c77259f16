import { z } from '~/lib/validation'

/** Name and subject are one line: line breaks (header injection, say) become spaces. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ')

/**
 * The public contact form (docs/product.md §Contact form); the browser and `POST /api/messages`
 * share it.
 */
export const messageInput = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100).transform(oneLine),
  email: z.string().trim().max(254).pipe(z.email('Invalid email address')),
  phone: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  subject: z
    .string()
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(200)
    .transform(oneLine),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000),
})

export type MessageInput = z.input<typeof messageInput>
export type MessageData = z.output<typeof messageInput>

export interface Message {
  _id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  read: boolean
  createdAt: string
}
