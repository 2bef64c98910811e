/**
 * Two rules of the build's front-matter schema that Decap CMS's own checks do not follow. Runs in
 * the browser on /admin/ only, after Decap CMS, whose global `CMS` it uses.
 * - An optional group of fields (a case study's partner or headline figure) is either left out or
 *   complete. Decap checks the required fields inside an optional group even when the whole group
 *   is empty, so it would refuse every entry that leaves the group out: an empty optional group
 *   is not checked here, and a group with any value must have all its required fields.
 * - An optional value typed and then erased is left out of the file. Decap would save it as an
 *   empty text (`subtitle: ""`), which the schema refuses.
 */
/* global CMS */
(function registerSchemaRules() {
  'use strict';

  /** Immutable.js collections (Decap's entry data) have toJS; texts, numbers and dates do not. */
  function isCollection(value) {
    return value !== null && typeof value === 'object' && typeof value.toJS === 'function';
  }

  function isBlank(value) {
    if (value === null || value === undefined) {
      return true;
    }
    if (typeof value === 'string') {
      return value.trim() === '';
    }
    if (isCollection(value)) {
      return value.every(isBlank);
    }
    return false;
  }

  /** The value without its blank parts; undefined when nothing is left. */
  function withoutBlanks(value) {
    if (!isCollection(value)) {
      return isBlank(value) ? undefined : value;
    }
    var kept = value.map(withoutBlanks).filter(function present(part) {
      return part !== undefined;
    });
    return kept.size === 0 ? undefined : kept;
  }

  var objectWidget = CMS.getWidget('object');
  var ObjectControl = objectWidget.control;

  class ObjectControlWithOptionalGroups extends ObjectControl {
    constructor(props) {
      super(props);
      var validateFields = this.validate;
      this.validate = () => {
        if (this.props.field.get('required', true) === false && isBlank(this.props.value)) {
          // Nothing to check: clear what an earlier check of its fields reported.
          Object.values(this.childRefs).forEach(function clear(child) {
            if (child && child.props && child.props.onValidate) {
              child.props.onValidate([]);
            }
          });
          return;
        }
        validateFields();
      };
    }
  }

  CMS.registerWidget('object', ObjectControlWithOptionalGroups, objectWidget.preview, objectWidget.schema);

  CMS.registerEventListener({
    name: 'preSave',
    handler: function leaveOutBlanks(event) {
      return withoutBlanks(event.entry.get('data'));
    },
  });
})();
