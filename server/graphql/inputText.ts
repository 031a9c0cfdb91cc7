// Every GraphQL argument's text passes the domain's one rule for storable text (server/domain/text.ts) before a
// resolver sees it, whatever the field: variables and literals alike, strings inside input objects and lists too. A
// field that answers a ValidationError in its union gets one naming the input field; any other field a plain error
// with that field's message (a mutation without a ValidationError can still store text).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import type { FieldErrors } from '../domain/errors.ts';
import { CHARACTERS, unstorableTextAt } from '../domain/text.ts';
import { issueText } from './errors/messages.ts';

/** An error class that a field's union can hold and that is made from field issues (ValidationError). */
export interface FieldErrorsClass {
  fromFieldErrors(errors: FieldErrors): Error;
}

const isFieldErrorsClass = (cls: unknown): cls is FieldErrorsClass => typeof (cls as Partial<FieldErrorsClass> | null)?.fromFieldErrors === 'function';

export class InputTextPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    const errorTypes = (fieldConfig.extensions?.pothosErrors ?? []) as unknown[];
    const fieldErrors = errorTypes.find(isFieldErrorsClass);
    return (parent, args, context, info) => {
      const path = unstorableTextAt(args);
      if (!path) return resolver(parent, args, context, info);
      // Named by its own input field (firstName, not input.firstName); an entry of a list by the list.
      const field = path.filter((key): key is string => typeof key === 'string').pop() ?? 'input';
      if (fieldErrors) throw fieldErrors.fromFieldErrors({ [field]: [CHARACTERS] });
      throw new GraphQLError(issueText(field, CHARACTERS), { extensions: { code: 'BAD_USER_INPUT', field } });
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputText: InputTextPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('inputText', InputTextPlugin);

export default 'inputText' as const;
