// GraphQL of the 'signup' concept (issue 11): filled in by its own change.
export {};
