/** After sign-in, creates the card a visitor started on a public page (spec part 3 §2). PLACEHOLDER. */
export function PendingCardCreator() {
  return null;
}
