// Stands in for tslib in the browser bundle (see index.ts): the one helper that client code calls.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
