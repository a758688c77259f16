export interface LegalSection {
  heading: string
  paragraphs: readonly string[]
}

export interface LegalDocument {
  title: string
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string
  sections: readonly LegalSection[]
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'This policy explains how our digital agency (“we”, “us”) handles personal information when you visit this website or get in touch with us. We keep the amount of information we collect to a minimum and use it only for the purposes described below.',
      ],
    },
    {
      heading: 'Information you send us',
      paragraphs: [
        'When you use the contact form we collect the details you enter: your name, email address, phone number (optional), the subject and your message. We store these in our database so that our team can read your enquiry and reply to it.',
        'Please do not include sensitive information, such as health details or passwords, in your message. If you email or call us directly, we handle that correspondence in the same way.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use the details you send us only to respond to your enquiry, to follow up on a project discussion you have started with us and to keep a record of our correspondence. We do not use them for automated decision-making or profiling.',
        'We do not sell, rent or trade your personal information, and we do not add you to a marketing list unless you explicitly ask us to.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'This website does not use advertising or analytics cookies and does not track you across other websites.',
        'We store one setting in your browser’s local storage: your preferred colour theme (light, dark or system). It stays on your device, is never sent to us and you can clear it at any time through your browser settings.',
        'Members of our team who sign in to the staff portal have a sign-in token stored in their browser so that they stay signed in. This does not apply to visitors of the public website.',
      ],
    },
    {
      heading: 'Embedded map',
      paragraphs: [
        'Our contact page shows an embedded map provided by OpenStreetMap. When that page loads, your browser requests the map from OpenStreetMap’s servers, which receive technical information such as your IP address and browser type. OpenStreetMap’s use of that information is governed by the OpenStreetMap Foundation’s own privacy policy.',
      ],
    },
    {
      heading: 'Technical data',
      paragraphs: [
        'Like any website, our server processes technical information such as your IP address, the page requested and the time of the request in order to deliver pages, keep the service secure and prevent abuse, for example by limiting how often the contact form can be submitted. This information is kept only in short-lived operational logs.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep contact-form messages for as long as we need them to handle your enquiry and any project that follows from it. Messages that no longer serve that purpose are deleted by our team. You can ask us to delete your message earlier at any time.',
      ],
    },
    {
      heading: 'Who can see your information',
      paragraphs: [
        'Only authorised members of our team can read the messages you send. We use reputable hosting providers to run this website, who process data on our behalf under appropriate confidentiality and security obligations. We disclose information to others only where the law requires it.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'The website is served over an encrypted connection, access to stored messages requires staff authentication and we apply security updates regularly. No system is completely secure, but we take reasonable measures to protect your information against loss, misuse and unauthorised access.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may have the right to ask what personal information we hold about you, to have it corrected or deleted, or to object to how we use it. To make a request, contact us using the details on our contact page and we will respond within a reasonable time.',
        'If you are not satisfied with our response, you may also lodge a complaint with the privacy regulator in your country.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our website or practices change. The date at the top of this page shows when it was last revised.',
      ],
    },
  ],
}

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms govern your use of this website. By browsing the site or sending us a message you agree to them. If you do not agree, please do not use the website.',
        'These terms cover the website only. Any design, development or support work we carry out for you is governed by a separate written agreement.',
      ],
    },
    {
      heading: 'Using the website',
      paragraphs: [
        'You may browse the website and share links to it for personal and business purposes. You agree not to misuse it: for example, by attempting to gain unauthorised access to any part of it, interfering with its operation, sending spam or malicious content through the contact form, or scraping it in a way that places an unreasonable load on our servers.',
      ],
    },
    {
      heading: 'Information on this website',
      paragraphs: [
        'We work to keep the content of this website accurate and up to date, but it is provided for general information only. Descriptions of services, products, starting prices and timelines are indicative and do not form an offer. A binding quote is only given in a written proposal tailored to your project.',
      ],
    },
    {
      heading: 'Enquiries through the contact form',
      paragraphs: [
        'Sending a message does not create a contract or an obligation for either party. We aim to reply to every genuine enquiry promptly, but we may decline requests that fall outside the services we offer.',
        'Please make sure the information you send is accurate and that you are entitled to share it. We handle it as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The design, text, graphics and code of this website belong to us or to our licensors. Portfolio items are shown to illustrate our work; the names and marks of the projects and organisations shown remain the property of their respective owners. You may not copy or reuse material from this website for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'Third-party content and links',
      paragraphs: [
        'The website contains links to other websites and an embedded OpenStreetMap map. We do not control those services and are not responsible for their content, availability or privacy practices. Map data is © OpenStreetMap contributors.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'We aim to keep the website available at all times but cannot guarantee that it will be uninterrupted or free of errors. We may change, suspend or withdraw any part of it, for example for maintenance.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any indirect or consequential loss arising from your use of this website or your reliance on its content. Nothing in these terms limits any rights you have under consumer protection laws that cannot be excluded.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Victoria, Australia, and any dispute relating to them is subject to the non-exclusive jurisdiction of the courts of that state.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may revise these terms from time to time; the date at the top of this page shows the latest version. If you have any questions about them, please get in touch using the details on our contact page.',
      ],
    },
  ],
}
