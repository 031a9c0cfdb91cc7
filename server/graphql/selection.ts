// What a query asks below the field being resolved, read from its document: a resolver that can load more in its own
// statement (a search's cards with their last uses) asks whether the fields that need it were asked.
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks `name` at `path` below the field being resolved (e.g. ['edges', 'node']), through fragments
 * and inline fragments. A field under @skip or @include counts as asked: loading it needlessly costs a little, missing
 * it would cost a statement.
 */
export function asksField(info: GraphQLResolveInfo, path: readonly string[], name: string): boolean {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) sets = fieldsNamed(info, sets, step).flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  return fieldsNamed(info, sets, name).length > 0;
}

function fieldsNamed(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[], name: string): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return found;
}
