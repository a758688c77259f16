export const contactPage = {
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
    submit: 'Send Message',
    sending: 'Sending...',
    // After a send that failed as a whole, under its message.
    emailInstead: 'You can also email us directly at',
  },
  map: {
    title: 'Find Us',
    // The office of the seeded contact details. The address is free text an admin edits, and
    // geocoding it would be a request to a third party, so the map's place is set here.
    area: {
      city: 'Melbourne',
      lat: -37.8162,
      lon: 144.9655,
      bbox: [144.9455, -37.8262, 144.9855, -37.8062],
    },
  },
  faqs: {
    title: 'Frequently Asked Questions',
    subtitle: 'Quick answers to the questions we hear most often.',
  },
  toasts: {
    successTitle: 'Message Sent!',
    successText: "We'll get back to you as soon as possible.",
    errorTitle: 'Error',
    errorText: 'Something went wrong. Please try again.',
  },
} as const
