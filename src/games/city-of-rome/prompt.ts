/**
 * The choice tree. Draft: card. Placement: field. Action turn: offer card; then build (hand card → cell →
 * deck for a school), produce, or end. School draw: card to keep → order of the rest under the deck.
 * Only legal branches are offered; forced choices never reach a player (flow.ts settles them).
 */
import { RuleError } from '../../engine/rule-error';
import type { Prompt, PromptOption, PromptResult, Seat } from '../../engine/types';
import { tx } from '../../i18n/text';
import { card, cardName } from './cards';
import { buildTargets } from './city';
import { buildPayment, produceCost } from './economy';
import { activeFace, awaitingSeats } from './flow';
import { buildableCards, canProduce, placementFields, schoolDecks } from './legal';
import { freePoints } from './strips';
import type { CorMove } from './moves';
import type { CorState } from './types';
import { cellId, cellLabel, type CorDeckId } from './view';

function cardOption(id: string): PromptOption {
  const data = card(id);
  return { id, label: cardName(id), hint: tx('cor.hint.card', { cost: data.cost, effect: tx(`cor.effect.${data.effect}`) }) };
}

function choose(prompt: Prompt): PromptResult<CorMove> {
  return { prompt };
}

function invalid(): never {
  throw new RuleError('error.invalidPath');
}

function draftPrompt(state: CorState, path: readonly string[]): PromptResult<CorMove> {
  const packet = state.draft?.packet ?? [];
  if (path.length === 0) return choose({ kind: 'card', title: tx('cor.prompt.draft'), options: packet.map(cardOption) });
  if (path.length === 1 && packet.includes(path[0])) return { move: { type: 'draft', card: path[0] } };
  return invalid();
}

function placePrompt(state: CorState, path: readonly string[]): PromptResult<CorMove> {
  const face = activeFace(state);
  const fields = placementFields(state);
  const options = fields.map((field): PromptOption => {
    const free = freePoints(face, field);
    return {
      id: `f${field + 1}`,
      label: tx('cor.prompt.fieldOption', { field: field + 1 }),
      hint: tx('cor.hint.field', { bricks: free.bricks, cogs: free.cogs }),
    };
  });
  if (path.length === 0) return choose({ kind: 'choice', title: tx('cor.prompt.place'), options });
  if (path.length === 1 && options.some((o) => o.id === path[0])) return { move: { type: 'place', field: Number(path[0].slice(1)) } };
  return invalid();
}

function schoolPrompt(state: CorState, path: readonly string[]): PromptResult<CorMove> {
  const drawn = state.school?.drawn ?? [];
  if (path.length === 0) return choose({ kind: 'card', title: tx('cor.prompt.schoolKeep'), options: drawn.map(cardOption) });
  const [keep, ...under] = path;
  const rest = [...drawn];
  if (!rest.includes(keep)) return invalid();
  rest.splice(rest.indexOf(keep), 1);
  for (const id of under) {
    if (!rest.includes(id)) return invalid();
    rest.splice(rest.indexOf(id), 1);
  }
  if (rest.length <= 1) return { move: { type: 'school', keep, under: [...under, ...rest] } };
  return choose({
    kind: 'card',
    title: tx('cor.prompt.schoolOrder', { n: under.length + 1 }),
    options: rest.filter((id, i) => rest.indexOf(id) === i).map(cardOption),
  });
}

function buildPrompt(state: CorState, seat: Seat, path: readonly string[]): PromptResult<CorMove> {
  const player = state.players[seat];
  const turn = state.turn;
  if (!turn) return invalid();
  const cards = buildableCards(state, player);
  if (path.length === 0) {
    const options = cards.map((id): PromptOption => {
      const pay = buildPayment(player, card(id).cost, turn.freeBricks) ?? { coins: 0, tokens: 0 };
      // What the card does, then what building it costs now: the player reads the card, not only the bill.
      return { id, label: cardName(id), hint: tx('cor.hint.buildCard', { effect: tx(`cor.effect.${card(id).effect}`), pay: tx('cor.hint.pay', { coins: pay.coins, tokens: pay.tokens }) }) };
    });
    return choose({ kind: 'card', title: tx('cor.prompt.buildCard'), options });
  }
  const [id, cell, deck] = path;
  if (!cards.includes(id)) return invalid();
  const targets = buildTargets(player.city, card(id));
  if (path.length === 1) {
    const options = targets.map(
      (t): PromptOption => ({
        id: cellId(t.row, t.col),
        label: t.overbuild
          ? tx('cor.prompt.overbuild', {
              cell: cellLabel(t.row, t.col),
              card: cardName(player.city.find((c) => c.row === t.row && c.col === t.col)?.card ?? id),
            })
          : tx('cor.prompt.cell', { cell: cellLabel(t.row, t.col) }),
        group: String(t.row + 1),
        tone: t.overbuild ? 'danger' : undefined,
      }),
    );
    return choose({ kind: 'cell', title: tx('cor.prompt.buildCell', { card: cardName(id) }), options, highlight: options.map((o) => o.id) });
  }
  const target = targets.find((t) => cellId(t.row, t.col) === cell);
  if (!target) return invalid();
  const base = { type: 'build' as const, card: id, row: target.row, col: target.col };
  const decks = card(id).publicType === 'school' ? schoolDecks(state) : [];
  if (decks.length <= 1) return path.length === 2 ? { move: base } : invalid();
  if (path.length === 2) {
    const options = decks.map(
      (d): PromptOption => ({ id: d, label: tx('cor.prompt.deckOption', { deck: d }), hint: tx('cor.hint.deck', { count: state.decks[d]?.length ?? 0 }) }),
    );
    return choose({ kind: 'choice', title: tx('cor.prompt.schoolDeck'), options });
  }
  if (path.length === 3 && (decks as string[]).includes(deck)) return { move: { ...base, deck: deck as CorDeckId } };
  return invalid();
}

function actionPrompt(state: CorState, seat: Seat, path: readonly string[]): PromptResult<CorMove> {
  const turn = state.turn;
  if (!turn) return invalid();
  if (!turn.tookCard) {
    if (path.length === 0) return choose({ kind: 'card', title: tx('cor.prompt.take'), options: state.offer.map(cardOption) });
    if (path.length === 1 && state.offer.includes(path[0])) return { move: { type: 'take', card: path[0] } };
    return invalid();
  }
  const player = state.players[seat];
  const canBuild = buildableCards(state, player).length > 0;
  const produce = canProduce(state, player);
  if (path.length === 0) {
    const options: PromptOption[] = [];
    if (canBuild) options.push({ id: 'build', label: tx('cor.prompt.build'), hint: tx('cor.hint.free', { bricks: turn.freeBricks }), tone: 'primary' });
    if (produce) options.push({ id: 'prod', label: tx('cor.prompt.produce'), hint: tx('cor.hint.produceCost', { coins: produceCost(turn.freeCogs) }) });
    options.push({ id: 'end', label: tx('cor.prompt.end'), tone: 'danger' });
    return choose({ kind: 'choice', title: tx('cor.prompt.action'), options });
  }
  const [step, ...rest] = path;
  if (step === 'build' && canBuild) return buildPrompt(state, seat, rest);
  if (step === 'prod' && produce && rest.length === 0) return { move: { type: 'produce' } };
  if (step === 'end' && rest.length === 0) return { move: { type: 'end' } };
  return invalid();
}

export function promptFor(state: CorState, seat: Seat, path: readonly string[]): PromptResult<CorMove> {
  if (!awaitingSeats(state).includes(seat)) throw new RuleError('error.notYourTurn');
  switch (state.phase) {
    case 'draft':
      return draftPrompt(state, path);
    case 'place':
      return placePrompt(state, path);
    case 'action':
      return state.school ? schoolPrompt(state, path) : actionPrompt(state, seat, path);
    case 'end':
      return invalid();
  }
}
