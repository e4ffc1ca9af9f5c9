/**
 * Links that call or message a phone number, for numbers shown as text (company, branch, listing
 * contacts). Light on purpose: no parsing library, so any page can import it. The shell's footer
 * writes its one `tel:` link itself: a shared module of its own would weigh on every first load.
 */

/** `tel:` with the digits and a leading +, which every dialer reads ("+966 11 234 5678" -> "tel:+966112345678"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A wa.me link opens WhatsApp on the number, with the message typed in when one is given. */
export const whatsappHref = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
