import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { JsonText } from '../http/json-response';
import { isCheckedOpportunity } from './opportunity-entity';

/**
 * The list's answer as JSON, each card's text kept per card object. A card this container read and checked against
 * `opportunitySchema` (`opportunity-entity.ts`) is serialised as it is, once for as long as the object lives (the
 * entity memo hands back the same frozen object while its item is unchanged); anything else, such as a card
 * re-marked expired, is parsed with the contract first. A list answer the service hands back again (its list cache,
 * decision 123) keeps its whole text, so a repeat costs neither a check nor a `JSON.stringify` (decision 124).
 */
const cardTexts = new WeakMap<Opportunity, string>();
const listTexts = new WeakMap<readonly Opportunity[], JsonText>();

const cardText = (opportunity: Opportunity): string => {
  if (!isCheckedOpportunity(opportunity)) return JSON.stringify(opportunitySchema.parse(opportunity));
  let text = cardTexts.get(opportunity);
  if (text === undefined) {
    text = JSON.stringify(opportunity);
    cardTexts.set(opportunity, text);
  }
  return text;
};

export const listText = (list: readonly Opportunity[]): JsonText => {
  let text = listTexts.get(list);
  if (!text) {
    text = new JsonText(`{"opportunities":[${list.map(cardText).join(',')}]}`);
    listTexts.set(list, text);
  }
  return text;
};
