import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Volatility } from '@lobby/shared';

/** A game's volatility (issue #34) as players read it: the info panel and the search filter say the same. */
export const VOLATILITY_TEXT: { readonly [V in Volatility]: MessageDescriptor } = {
  low: msg({ id: 'volatility.low', message: `Low` }),
  medium: msg({ id: 'volatility.medium', message: `Medium` }),
  high: msg({ id: 'volatility.high', message: `High` }),
  veryHigh: msg({ id: 'volatility.veryHigh', message: `Very high` }),
};

/** The name of the fact: the info panel's row and the search filter's legend. */
export const VOLATILITY_LABEL: MessageDescriptor = msg({ id: 'facts.volatility', message: `Volatility` });
