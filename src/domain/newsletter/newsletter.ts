export const NEWSLETTER_NOTICES = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address." },
  success: { title: "Subscribed!", description: "Thanks for joining our newsletter." },
  failure: { title: "Something went wrong", description: "Please try again later." },
} as const;

/** SPEC.md: a loose pattern of text, @, text, dot, text. */
export const NEWSLETTER_EMAIL = /^\S+@\S+\.\S+$/;
