import RunnerLanguage

/// The methods of Rails 6.1's app generator (and its ancestors up to Thor) that a template can
/// reach under `rails new -m` but that bootstrap refuses by design, each with its reason. A call
/// is a located `unsupported` error at run time, and `bootstrap check` reports it first; docs/actions.md
/// lists the same names with the same reasons (a test keeps them and the recorded surface agreeing).
enum RefusedGeneratorMethods {
    /// (names, reason): the reason completes "NAME is not supported in templates: ".
    static let reasons: [(names: [String], reason: String)] = [
        (["initialize"], "it makes the generator, which the run has made"),
        (["action"], "it runs one of Thor's action objects; each action is a method of its own here"),
        (["behavior="], "it would switch every later action to revoke (undo) files, as `rails destroy` does; a template only makes them"),
        (["destination_root="], "it moves the project's root, so later files would land outside the project; use `inside`"),
        (["link_file"], "it links to a file of the template folder, outside the project (docs/safety.md); use `copy_file`"),
        (["capture", "concat", "output_buffer", "output_buffer=", "with_output_buffer"],
         "it works on the output buffer of Thor's own ERB class; a `.tt` file here is rendered by bootstrap's ERB, which keeps its buffer to itself"),
        (["_shared_configuration", "_cleanup_options_and_set", "_parse_initialization_options", "_retrieve_class_and_command",
          "_retrieve_class_and_task", "_invoke_for_class_method"],
         "it is Thor's internal passing of options between the commands it invokes"),
        (["invoke", "invoke_all", "invoke_command", "invoke_task", "invoke_with_padding", "current_command_chain"],
         "it runs another Thor command or generator class inside Rails' own process; run it as a command (`generate`, `rails_command`, `thor`)"),
        (["shell="], "it replaces Thor's shell; the run has one terminal"),
        (["class_collisions", "extract_last_module", "valid_const?"],
         "it checks names against the constants loaded in Rails' own process; a template runs with no application loaded, and `rails new` checks the app's name before any template runs"),
        (["module_namespacing", "namespace_dirs", "namespaced_path", "wrap_with_namespace"],
         "it is for engines' namespaced generators: an app's `namespace` is nil, on which Rails fails too, and it works on Thor's ERB buffer"),
        (["mysql_socket"], "it looks for MySQL's socket in the machine's system folders, which a template does not read (docs/safety.md)"),
        (["build", "builder", "get_builder_class"],
         "Rails' AppBuilder writes the files of `rails new` itself; the base command (`rails new`) has written them"),
        (["apply_rails_template"], "it applies the `-m` template again, and the run is that template"),
        (["exec_bundle_command"], "it runs Bundler by its file path in Rails' own Ruby; call `bundle_command`"),
        (["create_root", "set_default_accessors!", "create_root_files", "create_app_files", "create_bin_files", "update_bin_files",
          "update_bin_yarn", "update_active_storage", "create_config_files", "update_config_files", "create_master_key",
          "create_credentials", "display_upgrade_guide_info", "create_boot_file", "create_active_record_files", "create_db_files",
          "create_lib_files", "create_log_files", "create_public_files", "create_tmp_files", "create_vendor_files",
          "create_test_files", "create_system_test_files", "create_storage_files", "delete_app_assets_if_api_option",
          "delete_app_helpers_if_api_option", "delete_app_views_if_api_option", "delete_public_files_if_api_option",
          "delete_js_folder_skipping_javascript", "delete_js_packs_when_minimal_skipping_webpack",
          "delete_assets_initializer_skipping_sprockets", "delete_application_record_skipping_active_record",
          "delete_active_job_folder_if_skipping_active_job", "delete_action_mailer_files_skipping_action_mailer",
          "delete_action_cable_files_skipping_action_cable", "delete_non_api_initializers_if_api_option",
          "delete_api_initializers", "delete_new_framework_defaults", "finish_template"],
         "it is a step of `rails new` itself, which the base command (`rails new`) runs; a template calling it would make part of the app again"),
    ]

    /// The message of a refused call.
    static func message(_ name: String, _ reason: String) -> String { "\(name) is not supported in templates: \(reason)" }

    static let definitions: [ActionDefinition] = reasons.flatMap { names, reason in
        names.map { name in
            let refusal = message(name, reason)
            return ActionDefinition(name, ActionSignature(acceptsRest: true, acceptsAnyKeyword: true, takesBlock: true), options: .none, refusal: refusal) { _, a in
                var error = a.call.error("NotImplementedError", refusal)
                error.code = .unsupported
                throw error
            }
        }
    }
}
