/// Shell completion scripts written from the commands' specs (`stackboard --generate-completion-script SHELL`):
/// subcommands, each command's options, the allowed values of an option, and file names where a document or an
/// output file goes (with the extensions the spec gives).
enum CompletionScript {
    enum Shell: String, ArgumentChoice {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, tool: ToolSpec, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(tool, commands)
        case .zsh: zsh(tool, commands)
        case .fish: fish(tool, commands)
        }
    }

    // MARK: bash

    private static func bash(_ tool: ToolSpec, _ commands: [CommandSpec]) -> String {
        let function = "_" + identifier(tool.name)
        var text = """
            # bash completion for \(tool.name): source this file, or put it in bash-completion's completions folder.
            \(function)_files() {
                # Folders, then the files with one of the extensions given (any file without any).
                local IFS=$'\\n' extension
                compopt -o filenames 2>/dev/null
                COMPREPLY=( $(compgen -d -- "$cur") )
                if [[ $# -eq 0 ]]; then COMPREPLY+=( $(compgen -f -- "$cur") ); fi
                for extension in "$@"; do COMPREPLY+=( $(compgen -f -X "!*.$extension" -- "$cur") ); done
            }
            \(function)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=( $(compgen -W "\((commands.map(\.name) + ["help", "-h", "--help", "--version"] + spellings(tool.options)).joined(separator: " "))" -- "$cur") )
                    return
                fi
                if [[ $COMP_CWORD -eq 2 ]]; then
                    case "$prev" in

            """
        text += bashValueArms(tool.options, function: function, indent: "            ")
        text += """
                    esac
                fi
                case "${COMP_WORDS[1]}" in
                    help)
                        [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=( $(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur") )
                        ;;

            """
        for command in commands {
            text += "        \(command.name))\n"
            text += "            case \"$prev\" in\n"
            text += bashValueArms(command.options, function: function, indent: "                ")
            text += "            esac\n"
            let words = spellings(command.options) + ["-h", "--help"]
            text += "            if [[ \"$cur\" == -* ]]; then\n"
            text += "                COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") )\n"
            if let files = command.positionals.first(where: { $0.files != nil })?.files {
                text += "            else\n"
                text += "                \("\(function)_files \(files.joined(separator: " "))".trimmingTrailingSpaces)\n"
            }
            text += "            fi\n"
            text += "            ;;\n"
        }
        text += """
                esac
            }
            complete -F \(function) \(tool.name)

            """
        return text
    }

    /// `-o --output --scene …`: every spelling of the options.
    private static func spellings(_ options: [OptionSpec]) -> [String] {
        options.flatMap { option in [option.short.map { "-\($0)" }, "--" + option.name].compactMap { $0 } }
    }

    /// One `case "$prev"` arm per option that takes a value: its allowed values, file names, or nothing.
    private static func bashValueArms(_ options: [OptionSpec], function: String, indent: String) -> String {
        var text = ""
        for option in options where option.kind != .flag {
            let action: String
            if !option.values.isEmpty {
                action = "COMPREPLY=( $(compgen -W \"\(option.values.joined(separator: " "))\" -- \"$cur\") )"
            } else if let files = option.files {
                action = "\(function)_files \(files.joined(separator: " "))".trimmingTrailingSpaces
            } else {
                action = ":"
            }
            text += "\(indent)\(spellings([option]).joined(separator: "|"))) \(action); return ;;\n"
        }
        return text
    }

    // MARK: zsh

    private static func zsh(_ tool: ToolSpec, _ commands: [CommandSpec]) -> String {
        let function = "_" + identifier(tool.name)
        var text = """
            #compdef \(tool.name)
            # zsh completion for \(tool.name): put this file, named \(function), in a folder of $fpath.
            \(function)() {
                local -a commands
                commands=(

            """
        for command in commands {
            text += "        \(quotedZsh("\(command.name):\(command.abstract)"))\n"
        }
        text += """
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands '\(tool.name) subcommand' commands
                    _arguments '--version[Show the version.]' '(-h --help)'{-h,--help}'[Show help information.]' \\
                        \(zshSpecs(tool.options).joined(separator: " "))
                    return
                fi
                local subcommand=$words[2]
                (( CURRENT -= 1 ))
                shift words
                case $subcommand in
                    help) (( CURRENT == 2 )) && _describe -t commands '\(tool.name) subcommand' commands ;;

            """
        for command in commands {
            var specs = zshSpecs(command.options)
            specs.append("'(-h --help)'{-h,--help}'[Show help information.]'")
            for positional in command.positionals {
                let action = positional.files.map(zshFiles) ?? ""
                specs.append(quotedZsh("\(positional.repeated ? "*" : ""):\(positional.name):\(action)"))
            }
            text += "        \(command.name))\n"
            text += "            _arguments -s \\\n"
            text += specs.map { "                \($0)" }.joined(separator: " \\\n") + "\n"
            text += "            ;;\n"
        }
        text += """
                esac
            }
            \(function) "$@"

            """
        return text
    }

    /// The `_arguments` specs of options: each spelling with its help, and what completes its value.
    private static func zshSpecs(_ options: [OptionSpec]) -> [String] {
        var specs: [String] = []
        for option in options {
            let help = escapedZshDescription(option.help)
            let repeat_ = option.kind == .repeated ? "*" : ""
            var argument = ""
            if option.kind != .flag {
                let action: String
                if !option.values.isEmpty {
                    action = "(\(option.values.joined(separator: " ")))"
                } else if let files = option.files {
                    action = zshFiles(files)
                } else {
                    action = ""
                }
                argument = ":\(option.valueName):\(action)"
            }
            let equals = option.kind == .flag ? "" : "="
            specs.append(quotedZsh("\(repeat_)--\(option.name)\(equals)[\(help)]\(argument)"))
            if let short = option.short {
                specs.append(quotedZsh("\(repeat_)-\(short)[\(help)]\(argument)"))
            }
        }
        return specs
    }

    private static func zshFiles(_ extensions: [String]) -> String {
        extensions.isEmpty ? "_files" : "_files -g \"*.(\(extensions.joined(separator: "|")))\""
    }

    /// A description inside `[...]` of an `_arguments` spec: brackets and colons escaped.
    private static func escapedZshDescription(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "[" || character == "]" || character == ":" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as one single-quoted shell word.
    private static func quotedZsh(_ text: String) -> String {
        "'" + text.replacingSingleQuotes(with: "'\\''") + "'"
    }

    // MARK: fish

    private static func fish(_ tool: ToolSpec, _ commands: [CommandSpec]) -> String {
        let name = tool.name
        var lines = [
            "# fish completion for \(name): put this file, named \(name).fish, in ~/.config/fish/completions.",
            "complete -c \(name) -f",
            "complete -c \(name) -n __fish_use_subcommand -l version -d 'Show the version.'",
            "complete -c \(name) -n __fish_use_subcommand -s h -l help -d 'Show help information.'",
        ] + tool.options.map { fishLine($0, name: name, condition: "-n __fish_use_subcommand") } + [
            "complete -c \(name) -n __fish_use_subcommand -a help -d 'Show help for a subcommand.'",
            "complete -c \(name) -n '__fish_seen_subcommand_from help' -x -a "
                + "'\(commands.map(\.name).joined(separator: " "))'",
        ]
        for command in commands {
            lines.append("complete -c \(name) -n __fish_use_subcommand -a \(command.name) -d \(quotedFish(command.abstract))")
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            lines += command.options.map { fishLine($0, name: name, condition: condition) }
            lines.append("complete -c \(name) \(condition) -s h -l help -d 'Show help information.'")
            if command.positionals.contains(where: { $0.files != nil }) {
                lines.append("complete -c \(name) \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` line of an option: its spellings, what completes its value, and its help.
    private static func fishLine(_ option: OptionSpec, name: String, condition: String) -> String {
        var line = "complete -c \(name) \(condition)"
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.name)"
        if !option.values.isEmpty {
            line += " -x -a '\(option.values.joined(separator: " "))'"
        } else if option.files != nil {
            line += " -r -F"
        } else if option.kind != .flag {
            line += " -x"
        }
        return line + " -d \(quotedFish(option.help))"
    }

    /// `text` as one single-quoted fish word.
    private static func quotedFish(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "'" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "'"
    }

    /// `stackboard` → `stackboard`; anything but letters, digits and `_` becomes `_`.
    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    fileprivate func replacingSingleQuotes(with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == "'" { result += replacement } else { result.append(character) }
        }
        return result
    }
}
