// What a screen's `import './x.css'` loads in the component tests: jsdom lays nothing out, so the rules do not matter.
export default {};
