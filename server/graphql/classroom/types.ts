// GraphQL of the teacher's students and their results (issue 11, 'classroom'): the overview at /leerlingen, a
// student's results, and where the class gets stuck in a set. One module per part.
import './overview.ts';
import './results.ts';
import './heatmap.ts';
