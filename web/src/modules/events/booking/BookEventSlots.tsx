/** The slot picker of a one-on-one event , shown on its page. */
export function BookEventSlots(_props: { eventId: string }) {
  return null;
}
