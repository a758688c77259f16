import type { ContactContent } from './documents'

/** The contact page's starter copy (docs/product.md §Contact), editable in the portal. */
export const contactDefaults: ContactContent = {
  eyebrow: 'Contact',
  title: 'Get In Touch',
  intro:
    'Have a project in mind or a question about our services? Send us a message and our team will get back to you as soon as possible.',
  metaDescription:
    'Contact our digital agency: visit our office, email or call us, or send a message about your website, app or design project.',
  cards: {
    location: 'Our Office',
    email: 'Email Us',
    phone: 'Call Us',
    hours: 'Business hours',
  },
  form: {
    title: 'Send Us a Message',
    intro: 'Fill in the form and we will reply within one business day.',
  },
  map: {
    title: 'Find Us',
    // The office of the seeded contact details. The address is free text an admin edits, and
    // geocoding it would be a request to a third party, so the map's place is its own field.
    city: 'Melbourne',
    lat: -37.8162,
    lon: 144.9655,
  },
  faqs: {
    title: 'Frequently Asked Questions',
    subtitle: 'Quick answers to the questions we hear most often.',
  },
}
