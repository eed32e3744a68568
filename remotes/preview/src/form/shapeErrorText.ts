import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShapeError } from '@lobby/domain';

/** `blocks[3].games[0]: expected a string`: where the pasted reply is wrong, and what belongs there. */
export function shapeErrorText({ path: at, expected, options }: ShapeError): MessageDescriptor {
  const path = at === '' ? 'reply' : at;
  switch (expected) {
    case 'string':
      return msg({ id: 'preview.shape.string', message: `${path}: expected a string` });
    case 'boolean':
      return msg({ id: 'preview.shape.boolean', message: `${path}: expected true or false` });
    case 'number':
      return msg({ id: 'preview.shape.number', message: `${path}: expected a number` });
    case 'list':
      return msg({ id: 'preview.shape.list', message: `${path}: expected a list` });
    case 'object':
      return msg({ id: 'preview.shape.object', message: `${path}: expected an object` });
    case 'date':
      return msg({ id: 'preview.shape.date', message: `${path}: expected an ISO 8601 date` });
    case 'option': {
      const choices = (options ?? []).join(', ');
      return msg({ id: 'preview.shape.choice', message: `${path}: expected one of ${choices}` });
    }
  }
}
