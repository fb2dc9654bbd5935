from builders import deal, script

from tarokdesk.core import Game


def test_arranged_tapp_deal_and_auction():
    game = Game.new("tapp-tarok")
    deal(game, {1: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 HK DK SK CK HQ DQ SQ"},
         "T1 T2 T3 H1 H2 H3")
    assert game.phase == "bid" and game.to_move == 1
    script(game, [("bid", 1, "dreier"), ("bid", 2, "pass"), ("bid", 0, "pass")])
    assert game.state.contract == "dreier" and game.state.declarer == 1
    assert game.phase == "talon"
