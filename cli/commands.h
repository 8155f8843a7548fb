/* commands.h — one entry point per `stridelab` subcommand (cli/cmd_<name>.c).
 * Each returns the process exit status.  argv[0] is the subcommand name. */
#ifndef STRIDELAB_CLI_COMMANDS_H
#define STRIDELAB_CLI_COMMANDS_H

int cmd_run(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_addr(int argc, char **argv);
int cmd_whois(int argc, char **argv);
int cmd_overlap(int argc, char **argv);
int cmd_prove(int argc, char **argv);
int cmd_cache(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_page(int argc, char **argv);

#endif
