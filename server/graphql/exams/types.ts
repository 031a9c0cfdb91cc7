// GraphQL of the 'exams' concept (issue 11): filled in by its own change.
export {};
