from {{ cookiecutter.project_name }}.cli import main


def test_main_greets(capsys):
    assert main([]) == 0
    assert capsys.readouterr().out == "Hello from {{ cookiecutter.project_name }}\n"
