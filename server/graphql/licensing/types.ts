// GraphQL of the 'licensing' concept (issue 11): filled in by its own change.
export {};
