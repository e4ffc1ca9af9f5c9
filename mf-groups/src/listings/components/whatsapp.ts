/** A wa.me link opens WhatsApp on the number, with the message typed in when one is given. */
export const whatsappHref = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
