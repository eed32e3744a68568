import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShapeError } from '@lobby/domain';

/** `blocks[3].games[0]: expected a string`: where the pasted reply is wrong, and what belongs there. */
export function shapeErrorText({ path: at, expected, options }: ShapeError): MessageDescriptor {
  const path = at === '' ? 'reply' : at;
  switch (expected) {
    case 'string':
      return msg`${path}: expected a string`;
    case 'boolean':
      return msg`${path}: expected true or false`;
    case 'number':
      return msg`${path}: expected a number`;
    case 'list':
      return msg`${path}: expected a list`;
    case 'object':
      return msg`${path}: expected an object`;
    case 'date':
      return msg`${path}: expected an ISO 8601 date`;
    case 'option': {
      const choices = (options ?? []).join(', ');
      return msg`${path}: expected one of ${choices}`;
    }
  }
}
