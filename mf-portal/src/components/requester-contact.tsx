/** A contact without an account: a ticket's requester, or a visitor as they left it in the chat. */
export interface ContactDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** A requester's name, email and phone; the email and the phone are links, written left to right. */
export function RequesterContact({ contact }: { contact: ContactDetails }) {
  return (
    <span className="pt-requester">
      {contact.name && <bdi>{contact.name}</bdi>}
      {contact.email && <a href={`mailto:${contact.email}`} dir="ltr">{contact.email}</a>}
      {contact.phone && <a href={`tel:${contact.phone}`} dir="ltr">{contact.phone}</a>}
    </span>
  );
}
