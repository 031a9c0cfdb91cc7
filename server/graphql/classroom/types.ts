// GraphQL of the 'classroom' concept (issue 11): filled in by its own change.
export {};
