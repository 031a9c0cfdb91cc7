// GraphQL of the 'licensing' concept (issue 11): the licence overview with its seats, changing seats, demo students
// and invitations. The schema entry imports this file; each part is its own module.
import './overview.ts';
import './mutations.ts';
import './invitations.ts';
